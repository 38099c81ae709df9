import { dashboardPath } from '../account/urls.ts';
import { NotFoundState } from '../ui/NotFoundState.tsx';

export function NotFoundPage() {
  return (
    <NotFoundState
      title="Not Found"
      text="The page you are looking for does not exist."
      backTo={dashboardPath}
      backLabel="Dashboard"
    />
  );
}
