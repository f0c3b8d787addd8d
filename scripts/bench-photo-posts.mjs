// Posts with photos for the benchmarks that draw the feed: photo-like JPEGs (soft noise, so they
// compress like photos rather than flat colour), most posts with one, every fourth with two.
import sharp from 'sharp';

async function photos(count) {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      sharp({ create: { width: 1200, height: 900, channels: 3, noise: { type: 'gaussian', mean: 90 + i * 15, sigma: 60 } } })
        .blur(2.5)
        .jpeg({ quality: 85 })
        .toBuffer(),
    ),
  );
}

/** `total` posts by `owner` (a session user with its token) on the server at `base`, four requests at a time. */
export async function seedPhotoPosts(base, owner, total) {
  const images = await photos(8);
  let next = 0;
  const worker = async () => {
    while (next < total) {
      next += 1;
      const n = next;
      const form = new FormData();
      form.set('title', `Walk number ${n}`);
      form.set('body', `A bench post about a long walk in the park, number ${n}. `.repeat(1 + (n % 3)));
      for (let k = 0; k < (n % 4 === 0 ? 2 : 1); k += 1) {
        form.append('images', new Blob([images[(n + k) % images.length]], { type: 'image/jpeg' }), `photo-${n}-${k}.jpg`);
      }
      const response = await fetch(`${base}/api/posts/add_post`, { method: 'POST', headers: { authorization: `Bearer ${owner.token}` }, body: form });
      if (!response.ok) throw new Error(`add_post answered ${response.status}: ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}
