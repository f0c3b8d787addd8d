import { createFileRoute } from '@tanstack/react-router';
import { AddPostScreen } from '@/features/posts/add-post-screen.tsx';

export const Route = createFileRoute('/_authed/add-post')({ component: AddPostScreen });
