import '@testing-library/jest-dom';

// jsdom lacks the Web Animations API that Headless UI's transitions query.
if (typeof Element !== 'undefined' && !Element.prototype.getAnimations) {
  Element.prototype.getAnimations = () => [];
}
