import { KEY_CONTROLS, TOUCH_CONTROLS } from '@/games/paddle-war/title';

describe("Paddle War's title: instructions matched to the device", () => {
  it('names the pause (P) and mute (M) keys with a keyboard, and no key at all on a touch screen', () => {
    expect(KEY_CONTROLS).toContain('P pause   M mute');
    for (const line of TOUCH_CONTROLS) expect(line).not.toMatch(/\b[PMWS]\b|↑|↓/);
    // The desktop title holds five lines under the menu; a touch title three, on a short sideways phone.
    expect(KEY_CONTROLS.length).toBeLessThanOrEqual(5);
    expect(TOUCH_CONTROLS.length).toBeLessThanOrEqual(3);
  });
});
