import { createFileRoute } from '@tanstack/react-router';
import { PetDetailScreen } from '@/features/pets/pet-detail-screen.tsx';

export const Route = createFileRoute('/_authed/pets/$petId/')({ component: PetRoute });

function PetRoute() {
  const { petId } = Route.useParams();
  return <PetDetailScreen petId={petId} />;
}
