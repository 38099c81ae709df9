export const helpPath = '/help';
