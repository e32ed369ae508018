import { NotFoundText } from '@/app/components/not-found-text';

export default function NotFound() {
  return <NotFoundText />;
}
