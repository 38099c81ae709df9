export const publisherPath = '/publisher';
