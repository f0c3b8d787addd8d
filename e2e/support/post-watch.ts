import type { Page } from '@playwright/test';

/**
 * Resolves once the page's socket has joined the post's room (the server
 * acknowledged post:watch). Call before the page opens: it listens for the
 * socket being created.
 */
export function joinedPostRoom(page: Page, postId: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      const asked = new Set<string>();
      socket.on('framesent', ({ payload }) => {
        const match = /^42(\d+)\["post:watch",\{"postId":"([^"]+)"\}\]$/.exec(String(payload));
        if (match?.[2] === postId) asked.add(match[1]!);
      });
      socket.on('framereceived', ({ payload }) => {
        const match = /^43(\d+)\[\{"ok":true\}\]$/.exec(String(payload));
        if (match && asked.has(match[1]!)) resolve();
      });
    });
  });
}
