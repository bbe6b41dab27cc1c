// The USSD menu for any phone (issue 33): Africa's Talking's callback and the Ministry's simulator of it.
export { ussdRoutes } from './ussd.routes.js';
