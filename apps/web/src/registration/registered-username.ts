/** The nickname of a registration just completed, so the login page can prefill it. */
const KEY = 'registeredUsername';

export function rememberRegisteredUsername(username: string): void {
  try {
    sessionStorage.setItem(KEY, username);
  } catch {
    // storage disabled: the player types the nickname
  }
}

export function takeRegisteredUsername(): string | null {
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return value;
  } catch {
    return null;
  }
}
