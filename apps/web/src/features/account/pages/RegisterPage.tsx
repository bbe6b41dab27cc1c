import { Button } from '@mantine/core';
import { Anchor, Stack, Text } from '@/lib/ui/plain';
import { useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES, UPLOAD_LIMITS, registerSchema } from '@portal/contract';
import { EmailField, ImageField } from '@/lib/forms/fields';
import { useServerForm } from '@/lib/forms/useServerForm';
import { PasswordField } from '@/lib/ui/PasswordField';
import { notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { useNextParam, withNext } from '@/lib/returnPath';
import { useRegisterMutation } from '../api';
import { AuthCard } from '../components/AuthCard';
import { PhoneSignUpForm } from '../components/PhoneSignUpForm';
import { SignInMethodControl, useSignInMethod } from '../components/SignInMethod';
import { pictureError } from '../picture';
import { t, translateServerMessage } from '@/lib/i18n';
import { Message } from '@/lib/i18n/Message';
import { Link } from '@/lib/ui/Link';

interface RegisterValues {
  username: string;
  password: string;
  profile_pic: File | null;
}

const MAX_IMAGE_MB = UPLOAD_LIMITS.image / (1024 * 1024);

/** Server field names → this form's fields (the e-mail doubles as the username). */
const FIELD_MAP = { 'profile.profile_pic': 'profile_pic', email: 'username' };

/** /register: sign-up by phone number or by e-mail address (issue 33), the screen's likelier one first. */
export function RegisterPage() {
  usePageTitle(t('header.signUp'));
  const next = useNextParam();
  const signInMethod = useSignInMethod();
  return (
    <AuthCard
      title={t('register.title')}
      intro={signInMethod.method === 'phone' ? t('signIn.phoneSignUpIntro') : t('register.intro')}
    >
      <SignInMethodControl {...signInMethod} />
      {signInMethod.method === 'phone' ? <PhoneSignUpForm next={next} /> : <EmailSignUpForm next={next} />}
      <Text size="sm">
        <Message
          id="register.acceptTerms"
          elements={{
            terms: (
              <Anchor component={Link} to="/terms">
                {t('register.terms')}
              </Anchor>
            ),
            privacy: (
              <Anchor component={Link} to="/privacy">
                {t('register.privacy')}
              </Anchor>
            ),
          }}
        />
      </Text>
      <Text size="sm">
        {t('register.haveAccount')}{' '}
        <Anchor component={Link} to="/login">
          {t('header.login')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}

function EmailSignUpForm({ next }: { next: string | null }) {
  const navigate = useNavigate();
  const register = useRegisterMutation();
  const { form, formProps } = useServerForm<RegisterValues>({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '', profile_pic: null },
    schema: registerSchema,
    // The picture is checked with the server's image rule, so one it would refuse never travels.
    validate: (values) => {
      const picture = pictureError(values.profile_pic);
      return picture ? { profile_pic: translateServerMessage(picture) } : {};
    },
    fields: ['username', 'password', 'profile_pic'],
    fieldMap: FIELD_MAP,
    onSubmit: (values, report) =>
      register.mutate(
        { email: values.username.trim(), password: values.password, profilePic: values.profile_pic, next },
        {
          onSuccess: () => {
            notifySuccess(ACCOUNT_MESSAGES.registered);
            void navigate(withNext('/login', next));
          },
          onError: (error) => report(error, ACCOUNT_MESSAGES.registerFailed),
        },
      ),
  });

  return (
    <form {...formProps}>
      <Stack gap="md">
        <EmailField form={form} name="username" label={t('login.email')} withAsterisk />
        <PasswordField form={form} name="password" label={t('login.password')} purpose="new" />
        <ImageField
          form={form}
          name="profile_pic"
          label={t('register.picture')}
          description={t('register.pictureHint', { mb: MAX_IMAGE_MB })}
          clearLabel={t('register.removePicture')}
        />
        <Button type="submit" loading={register.isPending} fullWidth>
          {t('header.signUp')}
        </Button>
      </Stack>
    </form>
  );
}
