// Small notes kept in this tab's sessionStorage between two screens (the first visit after sign-up, the email
// carried to the sign-in form). A browser that refuses storage (some private modes) reads as nothing kept.
export function keepInTab(key: string, value: string) {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Refused: the next screen opens as it would from anywhere else.
  }
}

export function readInTab(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function dropFromTab(key: string) {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
