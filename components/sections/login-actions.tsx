import { loginCopy, signUpAnchor } from '@/content/pricing';
import { LoginLink } from '@/components/islands/login-link';
import { buttonClasses } from '@/components/ui/button-styles';
import { config } from '@/lib/config';
import { fillTemplate } from '@/lib/template';

/** The hero actions of /login-signup: Log In to the hosted login service, and Sign Up down to the table. */
export function LoginActions() {
  const host = new URL(config.loginAuthorizeUrl).host;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-3">
        <LoginLink
          authorizeUrl={config.loginAuthorizeUrl}
          clientId={config.loginClientId}
          redirectUri={config.portalCallbackUrl}
          className={buttonClasses('primary', 'lg', 'min-w-36')}
        >
          {loginCopy.button}
        </LoginLink>
        <a href={`#${signUpAnchor}`} className={buttonClasses('secondary', 'lg', 'min-w-36')}>
          {loginCopy.signUpButton}
        </a>
      </div>
      <p className="text-sm text-ink-600">{fillTemplate(loginCopy.hostNote, { host })}</p>
    </div>
  );
}
