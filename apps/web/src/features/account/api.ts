/** Account calls (spec 000 §7 and the account additions): one hook per endpoint. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type PhoneCodeInput,
  type PhoneOnlyInput,
  type SmsSettingsInput,
  type RegisterPhoneInput,
  type ResetPasswordByPhoneInput,
  type VerifyPhoneInput,
  type ChangePasswordInput,
  type EmailOnlyInput,
  type LoginInput,
  type DeleteAccountInput,
  type PasswordChanged,
  type ResetPasswordInput,
} from '@portal/contract';
import { api } from '@/lib/api';
import { storeTokens, type TokenPair } from '@/lib/storage';

export interface DetailResponse {
  detail: string;
}

/** POST /api/account/login {username, password} → 200 {access, refresh}. */
export function useLoginMutation() {
  return useMutation({
    // No token on public account calls: a stale one must not get in the way.
    mutationFn: (input: LoginInput) => api.post<TokenPair>(API.login, input, { auth: false }),
  });
}

export interface RegisterInputWithPicture {
  email: string;
  password: string;
  profilePic: File | null;
  /** The page to come back to after activating and logging in. */
  next?: string | null;
}

/** POST /api/account/register/ multipart: username, email (same value), password, profile.profile_pic → 201. */
export function useRegisterMutation() {
  return useMutation({
    mutationFn: ({ email, password, profilePic, next }: RegisterInputWithPicture) => {
      const body = new FormData();
      body.append('username', email);
      body.append('email', email);
      body.append('password', password);
      if (profilePic) body.append('profile.profile_pic', profilePic);
      // The page to come back to, kept in the verification mail's link.
      if (next) body.append('next', next);
      return api.post<unknown>(API.register, body, { auth: false });
    },
  });
}

/** POST /api/account/resend-verification/ {email} → 200 {detail}. */
export function useResendVerificationMutation() {
  return useMutation({
    mutationFn: (input: EmailOnlyInput) => api.post<DetailResponse>(API.resendVerification, input, { auth: false }),
  });
}

/** POST /api/account/password-reset/ {email} → 200 {detail}. */
export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: (input: EmailOnlyInput) => api.post<DetailResponse>(API.forgotPassword, input, { auth: false }),
  });
}

/** POST /api/account/password-reset/confirm/ {token, new_password, confirm_password} → 200 {detail}. */
export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => api.post<DetailResponse>(API.resetPassword, input, { auth: false }),
  });
}

/** POST /api/account/change-password/ {old_password, new_password, confirm_password} → 200 {detail}. */
export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.post<PasswordChanged>(API.changePassword, input),
    // Every earlier token stopped working: this session goes on with the new pair.
    onSuccess: (pair) => storeTokens(pair),
  });
}

/** POST /api/account/delete/ {password} → 200 {detail}: the account and its personal data are gone. */
export function useDeleteAccountMutation() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => api.post<DetailResponse>(API.deleteAccount, input),
  });
}

// ---------- accounts by phone number (issue 33) ----------

/** POST /api/account/register-phone/ {phone, first_name, last_name, password} → 201; a code goes by SMS. */
export function useRegisterPhoneMutation() {
  return useMutation({
    mutationFn: (input: RegisterPhoneInput) => api.post<unknown>(API.registerPhone, input, { auth: false }),
  });
}

/** POST /api/account/verify-phone/ {phone, code} → 200 {access, refresh}: the person is signed in. */
export function useVerifyPhoneMutation() {
  return useMutation({
    mutationFn: (input: VerifyPhoneInput) => api.post<TokenPair>(API.verifyPhone, input, { auth: false }),
  });
}

/** POST /api/account/resend-phone-code/ {phone} → 200 {detail}. */
export function useResendPhoneCodeMutation() {
  return useMutation({
    mutationFn: (input: PhoneOnlyInput) => api.post<DetailResponse>(API.resendPhoneCode, input, { auth: false }),
  });
}

/** POST /api/account/password-reset-phone/ {phone} → 200 {detail}: a reset code goes by SMS. */
export function useForgotPasswordByPhoneMutation() {
  return useMutation({
    mutationFn: (input: PhoneOnlyInput) => api.post<DetailResponse>(API.forgotPasswordByPhone, input, { auth: false }),
  });
}

/** POST /api/account/password-reset-phone/confirm/ {phone, code, new_password, confirm_password} → 200 {detail}. */
export function useResetPasswordByPhoneMutation() {
  return useMutation({
    mutationFn: (input: ResetPasswordByPhoneInput) =>
      api.post<DetailResponse>(API.resetPasswordByPhone, input, { auth: false }),
  });
}

/** POST /api/account/phone/ {phone} → 200 {detail}: a code goes to the number being added. */
export function useAddPhoneMutation() {
  return useMutation({ mutationFn: (input: PhoneOnlyInput) => api.post<DetailResponse>(API.addPhone, input) });
}

/** PATCH /api/account/sms-settings/ → 200 {sms_decisions, sms_invitations}; the record is read again. */
export function useSmsSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SmsSettingsInput) =>
      api.patch<{ sms_decisions: boolean; sms_invitations: boolean }>(API.smsSettings, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user'] }),
  });
}

/** POST /api/account/phone/verify/ {code} → 200 {detail}: the number is the account's; the record is read again. */
export function useVerifyAddedPhoneMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PhoneCodeInput) => api.post<DetailResponse>(API.verifyAddedPhone, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user'] }),
  });
}

/** POST /api/account/email/ {email} → 200 {detail}: the verification mail's link adds the address. */
export function useAddEmailMutation() {
  return useMutation({ mutationFn: (input: EmailOnlyInput) => api.post<DetailResponse>(API.addEmail, input) });
}
