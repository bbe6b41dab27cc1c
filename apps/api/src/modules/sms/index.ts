// SMS (issue 33): the gateway's callbacks, which opt numbers out of the portal's SMS and back in. Sending is lib/sms.ts.
export { smsRoutes } from './sms.routes.js';
