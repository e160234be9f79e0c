/**
 * The browser side of passkeys (WebAuthn). @simplewebauthn/browser is loaded on first use (a
 * dynamic import), so it stays out of the console's first chunk.
 */
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

/** navigator.credentials.get() with the server's request options. */
export async function getPasskey(options: unknown): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
}

/** navigator.credentials.create() with the server's registration options. */
export async function createPasskey(options: unknown): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
}
