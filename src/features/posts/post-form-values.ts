/** What the add-post and edit-post forms hold besides their photos; `petId` is '' for no pet. */
export type PostFormValues = { title: string; body: string; petId: string };

export const emptyPostForm: PostFormValues = { title: '', body: '', petId: '' };
