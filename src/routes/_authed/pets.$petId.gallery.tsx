import { createFileRoute } from '@tanstack/react-router';
import { GalleryScreen } from '@/features/gallery/gallery-screen.tsx';

export const Route = createFileRoute('/_authed/pets/$petId/gallery')({ component: GalleryRoute });

function GalleryRoute() {
  const { petId } = Route.useParams();
  return <GalleryScreen petId={petId} />;
}
