import { createFileRoute } from '@tanstack/react-router';
import { AddPetScreen } from '@/features/pets/add-pet-screen.tsx';

export const Route = createFileRoute('/_authed/add-pet')({ component: AddPetScreen });
