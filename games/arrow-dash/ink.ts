/** The colours of Arrow Dash's own texts and of the sky behind the HUD (the field's are in render-field.ts). */

export const INK = '#1d2b53';
// Dark enough to read at 4.5:1 on the white card and the pale field.
export const ORANGE = '#b23a00';
export const TEAL = '#19756b';
export const GREY = '#5c636a';
export const RED = '#c1121f';
/** What a round brings that is new: on the clear's card and in the HUD over the sky. */
export const NEWS = '#5b21b6';
/** The day sky's two ends, behind the HUD where the field leaves room. */
export const SKY = ['#7bdff2', '#b2f7ef'] as const;
