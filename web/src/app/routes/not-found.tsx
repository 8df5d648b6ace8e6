import { NotFoundScreen } from '@/app/not-found-screen';

export const Component = NotFoundScreen;
