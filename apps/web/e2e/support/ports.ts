export const APP_PORT = 3100;
export const MAIL_SMTP_PORT = 2525;
export const MAIL_HTTP_PORT = 2526;
