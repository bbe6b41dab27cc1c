// The account pages as one lazy module: one import in the route table instead of one per page keeps the entry chunk
// (the home page's JavaScript budget) lighter. They share the form library, so loading them together costs little.
export { LoginPage } from './LoginPage';
export { VerifyAccountPage } from './VerifyAccountPage';
export { AccountActivatedPage } from './AccountActivatedPage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { RegisterPage } from './RegisterPage';
export { AccountTypePickerPage } from './AccountTypePickerPage';
export { OtherTypePickerPage } from './OtherTypePickerPage';
export { ChangePasswordPage } from './ChangePasswordPage';
export { PrivacyAndDataPage } from './PrivacyAndDataPage';
