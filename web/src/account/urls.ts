export const loginPath = '/login';
export const dashboardPath = '/dashboard';
