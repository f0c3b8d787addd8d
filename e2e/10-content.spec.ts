import { expect, test } from '@playwright/test';
import { idFromUrl, imageFile, pageFor } from './support/content.ts';

test('add post refuses a .gif and names the file', async ({ browser }) => {
  const { page, context } = await pageFor(browser, 'Gif Tester');
  await page.goto('/add-post');
  await page
    .getByLabel('Images', { exact: true })
    .setInputFiles([await imageFile('fine.png', '#d94'), { name: 'cat.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') }]);
  await expect(page.getByRole('alert')).toHaveText('Invalid file type(s): cat.gif. Only JPG, JPEG, and PNG files are allowed.');
  // The accepted file stays, with a field for its description, and can be removed before submit.
  await expect(page.getByLabel('Description (alt text) of photo 1')).toBeVisible();
  await page.getByRole('button', { name: 'Remove photo 1' }).click();
  await expect(page.getByLabel('Description (alt text) of photo 1')).toHaveCount(0);
  // An empty body is refused with a toast.
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('status').getByText('Post body is required')).toBeVisible();
  await context.close();
});

test('two users: pet, post with two images, like, comment, reply, edit, permissions, delete', async ({ browser }) => {
  test.setTimeout(120_000);
  const a = await pageFor(browser, 'Amira Owner');
  const b = await pageFor(browser, 'Basel Visitor');

  // A adds a pet with a photo.
  await a.page.goto('/add-pet');
  await a.page.getByLabel('Name').fill('Biscuit');
  await a.page.getByLabel('Type').selectOption('dog');
  await a.page.getByLabel('Breed').fill('Beagle');
  await a.page.getByLabel('Age (months)').fill('4');
  await a.page.getByLabel('Photo').setInputFiles(await imageFile('biscuit.jpg', '#a63', 'jpeg'));
  await a.page.getByRole('button', { name: 'Add pet' }).click();
  await expect(a.page.getByText('Pet added successfully!')).toBeVisible();
  await expect(a.page).toHaveURL(/\/dashboard$/);
  await expect(a.page.getByTestId('pet-count')).toHaveText('1');
  await a.page.getByTestId('pet-card').getByRole('link').click();
  const petId = idFromUrl(a.page, 'pets');
  await expect(a.page.getByRole('heading', { name: 'Biscuit' })).toBeVisible();
  await expect(a.page.getByText('4 months')).toBeVisible();

  // A posts with two images, tagging the pet.
  await a.page.goto('/add-post');
  await a.page.getByLabel('Title').fill('Park day');
  await a.page.getByLabel('What would you like to share?').fill('Biscuit loved the park.');
  await a.page.getByLabel('Tag a pet').selectOption({ label: 'Biscuit' });
  await a.page.getByLabel('Images', { exact: true }).setInputFiles([await imageFile('one.png', '#c84'), await imageFile('two.jpg', '#48c', 'jpeg')]);
  await a.page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(a.page.getByText('Post created successfully!')).toBeVisible();
  await expect(a.page).toHaveURL(/\/feed$/);
  const card = a.page.getByTestId('post-card').filter({ hasText: 'Park day' });
  await expect(card.getByRole('link', { name: 'Biscuit' })).toBeVisible();
  await expect(card.getByText('1 / 2')).toBeVisible();
  await card.getByRole('link', { name: 'Park day' }).click();
  const postId = idFromUrl(a.page, 'posts');

  // A edits the post: new title, one old image removed, one new image added.
  await a.page.getByRole('link', { name: 'Edit post' }).click();
  await expect(a.page.getByLabel('Title')).toHaveValue('Park day');
  await a.page.getByLabel('Title').fill('');
  await a.page.getByRole('button', { name: 'Save changes' }).click();
  await expect(a.page.getByText('Title is required')).toBeVisible();
  await a.page.getByLabel('Title').fill('Beach day');
  await a.page.getByRole('button', { name: 'Remove photo 1' }).click();
  await a.page.getByLabel('Images', { exact: true }).setInputFiles(await imageFile('three.png', '#4a8'));
  await a.page.getByRole('button', { name: 'Save changes' }).click();
  await expect(a.page.getByText('Post updated successfully!')).toBeVisible();
  await expect(a.page.getByRole('heading', { name: /Beach day/ })).toBeVisible();
  await expect(a.page.getByText('1 / 2')).toBeVisible();

  // B likes, comments and replies.
  await b.page.goto(`/posts/${postId}`);
  await expect(b.page.getByRole('heading', { name: /Beach day/ })).toBeVisible();
  await expect(b.page.getByRole('link', { name: 'Edit post' })).toHaveCount(0);
  await b.page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(b.page.getByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');
  await expect(b.page.getByTestId('likes-count')).toHaveText('1');
  await b.page.getByRole('button', { name: 'Post comment' }).click();
  await expect(b.page.getByText('Please enter a comment.')).toBeVisible();
  await b.page.getByLabel('Add a comment').fill('What a good dog!');
  await b.page.getByRole('button', { name: 'Post comment' }).click();
  const comment = b.page.getByTestId('comment').filter({ hasText: 'What a good dog!' });
  await expect(comment).toBeVisible();
  await expect(b.page.getByTestId('comments-count')).toHaveText('1');
  // The reply needs the comment's server id: wait until it is no longer pending.
  await expect(comment.getByText('Sending…')).toHaveCount(0);
  await comment.getByRole('button', { name: 'Show replies (0)' }).click();
  await comment.getByRole('button', { name: 'Send reply' }).click();
  await expect(comment.getByText('Please enter a reply.')).toBeVisible();
  await comment.getByLabel('Reply to Basel Visitor').fill('Thanks, he is!');
  await comment.getByRole('button', { name: 'Send reply' }).click();
  await expect(comment.getByTestId('reply')).toHaveText(/Thanks, he is!/);
  await expect(comment.getByTestId('reply').getByText('Sending…')).toHaveCount(0);

  // Both sides agree after a reload.
  for (const page of [b.page, a.page]) {
    await page.goto(`/posts/${postId}`);
    await page.reload();
    await expect(page.getByTestId('likes-count')).toHaveText('1');
    await expect(page.getByTestId('comments-count')).toHaveText('1');
    const stored = page.getByTestId('comment').filter({ hasText: 'What a good dog!' });
    await expect(stored).toBeVisible();
    await stored.getByRole('button', { name: 'Show replies (1)' }).click();
    await expect(stored.getByTestId('reply')).toHaveText(/Thanks, he is!/);
  }
  await expect(b.page.getByRole('button', { name: 'Unlike' })).toBeVisible();
  await expect(a.page.getByRole('button', { name: 'Like', exact: true })).toBeVisible();
  await a.page.goto('/dashboard');
  await expect(a.page.getByTestId('post-count')).toHaveText('1');

  // B cannot open A's edit screens.
  await b.page.goto(`/posts/${postId}/update`);
  await expect(b.page.getByText("You don't have permission to edit this post")).toBeVisible();
  await expect(b.page).toHaveURL(/\/dashboard$/);
  await b.page.goto(`/pets/${petId}/update`);
  await expect(b.page.getByText("You don't have permission to edit this pet")).toBeVisible();
  await expect(b.page).toHaveURL(/\/dashboard$/);

  // A edits the pet, then deletes the post and the pet.
  await a.page.goto(`/pets/${petId}/update`);
  await a.page.getByLabel('Name').fill('Biscuit II');
  await a.page.getByRole('button', { name: 'Save changes' }).click();
  await expect(a.page.getByText('Pet updated successfully!')).toBeVisible();
  await expect(a.page.getByRole('heading', { name: 'Biscuit II', level: 1 })).toBeVisible();

  await a.page.goto(`/posts/${postId}/update`);
  await a.page.getByRole('button', { name: 'Delete post' }).click();
  await a.page.getByRole('alertdialog').getByRole('button', { name: 'Delete post' }).click();
  await expect(a.page.getByText('Post deleted successfully')).toBeVisible();
  await expect(a.page).toHaveURL(/\/dashboard$/);
  await expect(a.page.getByTestId('post-count')).toHaveText('0');

  await a.page.goto(`/pets/${petId}/update`);
  await a.page.getByRole('button', { name: 'Delete pet' }).click();
  await a.page.getByRole('alertdialog').getByRole('button', { name: 'Delete pet' }).click();
  await expect(a.page.getByText('Pet deleted successfully')).toBeVisible();
  await expect(a.page).toHaveURL(/\/dashboard$/);
  await expect(a.page.getByTestId('pet-count')).toHaveText('0');

  await b.page.goto(`/posts/${postId}`);
  await expect(b.page.getByText("The post you're looking for doesn't exist or has been removed.")).toBeVisible();
  await b.page.goto(`/pets/${petId}/update`);
  await expect(b.page.getByText('Pet not found')).toBeVisible();
  await expect(b.page).toHaveURL(/\/dashboard$/);

  await a.context.close();
  await b.context.close();
});

test('on the feed a post with two photos becomes a working carousel once on screen', async ({ browser }) => {
  const { page, user, context } = await pageFor(browser, 'Carousel Owner');
  const form = new FormData();
  form.append('title', 'Two photos');
  form.append('body', 'Left and right.');
  for (const [name, color] of [
    ['left.png', '#c84'],
    ['right.png', '#48c'],
  ] as const) {
    const file = await imageFile(name, color);
    form.append('images', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  }
  const added = await page.request.post('/api/posts/add_post', { headers: { authorization: `Bearer ${user.token}` }, multipart: form });
  expect(added.ok()).toBe(true);

  await page.goto('/feed');
  const photos = page.getByTestId('post-card').filter({ hasText: 'Two photos' }).getByRole('group', { name: 'Photos of Two photos' });
  await expect(photos.getByRole('img', { name: 'Photo 1 of 2, posted by Carousel Owner' })).toBeVisible();
  await expect(photos).toContainText('1 / 2');
  // The slider starts once the card is on screen: its arrows come with it, and the second photo is reachable.
  const next = photos.getByRole('button', { name: 'Next image' });
  await expect(next).toBeEnabled();
  await expect(photos.getByRole('img', { name: 'Photo 2 of 2, posted by Carousel Owner' })).toBeAttached();
  await next.click();
  await expect(photos).toContainText('2 / 2');
  await expect(next).toBeDisabled();
  await photos.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(photos).toContainText('1 / 2');
  await context.close();
});
