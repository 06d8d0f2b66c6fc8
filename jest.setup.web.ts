import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait up to 5 s (Testing Library's default is 1 s): a lazy chunk (react-markdown,
// Radix) loaded while CI runs two test files per core pair can take longer than a second to draw.
configure({ asyncUtilTimeout: 5_000 });
// user-event types key by key in jsdom: a test that fills several forms takes 2–4 s on a quiet
// 2-core machine, and timed out at Jest's default 5 s with two test files per core pair in CI.
// (`testTimeout` is a global option, not a project's: set here, it applies to the web projects only.)
jest.setTimeout(20_000);

// A test file may ask for Node's environment (`@jest-environment node`, a server render): no DOM to stub there.
if (typeof window !== 'undefined') {
  // jsdom does not implement scrolling; pages call it on navigation.
  window.scrollTo = () => undefined;

  // Browser APIs jsdom lacks that Radix popovers use.
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  if (!('ResizeObserver' in globalThis)) {
    (globalThis as unknown as { ResizeObserver: typeof ResizeObserverStub }).ResizeObserver = ResizeObserverStub;
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function scrollIntoView() {};
  if (!Element.prototype.hasPointerCapture) Element.prototype.hasPointerCapture = () => false;
  if (!Element.prototype.releasePointerCapture) Element.prototype.releasePointerCapture = () => {};

  // React 19 builds `new FormData(form, submitter)` (for useFormStatus) when a transition, such as a
  // react-router navigation, starts inside a submit handler. jest-fixed-jsdom installs Node's FormData,
  // which rejects jsdom's <form>: accept it and copy its named fields, as a browser does.
  const NodeFormData = globalThis.FormData;
  class FormDataFromForm extends NodeFormData {
    constructor(form?: unknown, submitter?: unknown) {
      super();
      if (form instanceof HTMLFormElement) {
        for (const element of Array.from(form.elements) as HTMLInputElement[]) {
          if (!element.name || element.disabled || element.type === 'submit' || element.type === 'button') continue;
          if ((element.type === 'checkbox' || element.type === 'radio') && !element.checked) continue;
          this.append(element.name, element.value);
        }
        const button = submitter as HTMLButtonElement | null | undefined;
        if (button?.name) this.append(button.name, button.value);
      }
    }
  }
  globalThis.FormData = FormDataFromForm as typeof FormData;
}
