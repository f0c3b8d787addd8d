import { createFileRoute } from '@tanstack/react-router';
import { EditPetScreen } from '@/features/pets/edit-pet-screen.tsx';

export const Route = createFileRoute('/_authed/pets/$petId/update')({ component: EditPetRoute });

function EditPetRoute() {
  const { petId } = Route.useParams();
  return <EditPetScreen petId={petId} />;
}
