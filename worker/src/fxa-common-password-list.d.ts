// The package ships no types: one function, `test(password)` → whether it is on the list.
declare module 'fxa-common-password-list' {
  const list: { test(password: string): boolean };
  export default list;
}
