import { WHEEL_MESSAGES } from '@lifewheel/wheel';

// The rules' messages, keyed like libs/wheel's WHEEL_MESSAGES so every language can translate
// them; English is libs/wheel's own text (the spec's exact messages).
export const wheel = { messages: { ...WHEEL_MESSAGES } };
