/** Copies the site's root address (spec section 2); false when the clipboard is unavailable. */
export async function copySiteRoot(): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(`${window.location.origin}/`);
    return true;
  } catch {
    return false;
  }
}
