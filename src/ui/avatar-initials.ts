/** The first two letters of the username in upper case, else "U". */
export function avatarInitials(username: string | null | undefined): string {
  const letters = Array.from((username ?? '').trim())
    .slice(0, 2)
    .join('');
  return letters ? letters.toUpperCase() : 'U';
}
