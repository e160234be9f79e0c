/** True while the site navigates home after a logout (restricted pages then wait, not redirect). */
let goingHome = false;

export const isGoingHome = (): boolean => goingHome;

export function setGoingHome(value: boolean): void {
  goingHome = value;
}
