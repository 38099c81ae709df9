import { narrowScreenQuery } from '../../ui/layout.ts';
import { loginTexts } from '../loginTexts.ts';
import { resetPasswordPath } from '../team/urls.ts';
import { shellIds } from './shell.ts';

/**
 * The login page as HTML, for the first paint of /login before any script arrives: the same screen
 * as LoginView (Mantine's default look, copied in a few rules: 8 px radius, blue 6, red 6, gray 3 borders).
 * vite.config.ts puts it in `#root` of login.html with its style and inline script (enhance.ts).
 */
export const loginShellStyle = `
#root{font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.55;color:#000}
body{margin:0}
.ls-page{display:flex;align-items:center;justify-content:center;min-height:100vh;padding:16px;box-sizing:border-box}
.ls-page *{box-sizing:border-box}
.ls-stack{display:flex;flex-direction:column;gap:16px;width:440px;max-width:100%}
.ls-notice{display:none;background:#fff3bf;border:1px solid transparent;border-radius:8px;padding:16px;font-size:14px;line-height:1.55}
@media ${narrowScreenQuery}{.ls-notice{display:block}}
.ls-title{margin:0;text-align:center;font-size:34px;line-height:1.3;font-weight:700}
.ls-paper{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:20px}
.ls-tabs{display:flex;margin-bottom:16px;border-bottom:2px solid #dee2e6}
.ls-tab{flex:1;font:inherit;font-size:14px;line-height:1;padding:10px 16px;margin-bottom:-2px;background:none;border:0;border-bottom:2px solid transparent;border-radius:8px 8px 0 0;color:#000;cursor:pointer}
.ls-tab:hover{background:#f8f9fa}
.ls-tab[aria-selected=true]{border-bottom-color:#228be6}
.ls-form{display:flex;flex-direction:column;gap:16px;margin:0}
.ls-field{display:flex;flex-direction:column}
.ls-field label{font-size:14px;font-weight:600;line-height:1.55;margin-bottom:1px}
.ls-field input{font:inherit;font-size:14px;height:36px;padding:0 12px;border:1px solid #ced4da;border-radius:8px;background:#fff;color:#000;outline:none;width:100%}
.ls-field input:focus{border-color:#228be6}
.ls-field input[aria-invalid=true]{border-color:#fa5252;color:#fa5252}
.ls-field-error{margin:5px 0 0;font-size:12px;line-height:1.2;color:#fa5252}
.ls-login-error{margin:0;font-size:16px;color:#fa5252}
.ls-button{font:inherit;font-size:14px;font-weight:600;height:36px;padding:0 18px;border:0;border-radius:8px;background:#228be6;color:#fff;cursor:pointer;position:relative}
.ls-button:hover{background:#1c7ed6}
.ls-button:focus-visible,.ls-tab:focus-visible,.ls-link:focus-visible{outline:2px solid #228be6;outline-offset:2px}
.ls-button[data-loading]{color:transparent;background:#74c0fc;cursor:default}
.ls-button[data-loading]::after{content:"";position:absolute;top:50%;left:50%;width:18px;height:18px;margin:-9px 0 0 -9px;border:2px solid #fff;border-right-color:transparent;border-radius:50%;animation:ls-spin .8s linear infinite}
@keyframes ls-spin{to{transform:rotate(360deg)}}
.ls-link{align-self:center;font-size:14px;color:#228be6;text-decoration:none}
.ls-link:hover{text-decoration:underline}
.ls-loading{margin:0;padding:24px 0;text-align:center;font-size:14px;color:#868e96}
`;

export function loginShellMarkup(): string {
  const t = loginTexts;
  return `<div class="ls-page"><div class="ls-stack">
<div class="ls-notice" role="alert">${t.narrowScreenNotice}</div>
<h1 class="ls-title">${t.title}</h1>
<div class="ls-paper">
<div class="ls-tabs" role="tablist">
<button type="button" class="ls-tab" role="tab" id="${shellIds.signupTab}" aria-selected="false" aria-controls="${shellIds.signupPanel}" tabindex="-1">${t.signUpTab}</button>
<button type="button" class="ls-tab" role="tab" id="${shellIds.loginTab}" aria-selected="true" aria-controls="${shellIds.loginPanel}" tabindex="0">${t.logInTab}</button>
</div>
<div role="tabpanel" id="${shellIds.signupPanel}" aria-labelledby="${shellIds.signupTab}" hidden><p class="ls-loading">Loading…</p></div>
<div role="tabpanel" id="${shellIds.loginPanel}" aria-labelledby="${shellIds.loginTab}">
<form class="ls-form" id="${shellIds.form}" method="post" novalidate aria-label="${t.formName}" data-state="ready">
<div class="ls-field"><label for="${shellIds.email}">${t.email}</label><input id="${shellIds.email}" name="email" type="email" autocomplete="email"></div>
<div class="ls-field"><label for="${shellIds.password}">${t.password}</label><input id="${shellIds.password}" name="password" type="password" autocomplete="current-password"></div>
<p class="ls-login-error" id="${shellIds.loginError}" role="alert" hidden></p>
<button type="submit" class="ls-button" id="${shellIds.submit}">${t.submit}</button>
<a class="ls-link" href="${resetPasswordPath}">${t.forgotPassword}</a>
</form>
</div>
</div>
</div></div>`;
}
