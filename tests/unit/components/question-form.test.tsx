import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuestionForm, type QuestionFormProps } from '@/components/quiz/question-form';
import { questionAt } from './quiz-fixtures';

const QUESTION = questionAt(1);
/** A shuffled order, so what is shown first is not the first option of the data. */
const ORDER = [2, 0, 3, 1];
/** QUESTION.options (Roach, Shadowfax, Epona, Agro) in ORDER. */
const SHOWN = ['Epona', 'Roach', 'Agro', 'Shadowfax'] as const;

function renderForm(overrides: Partial<QuestionFormProps> = {}) {
  const onAnswer = jest.fn<void, [string]>();
  const view = render(
    <QuestionForm
      number={2}
      text={QUESTION.question}
      options={QUESTION.options}
      order={ORDER}
      busy={false}
      onAnswer={onAnswer}
      {...overrides}
    />,
  );
  return { onAnswer, ...view };
}

const nextButton = () => screen.getByRole('button', { name: 'Next' });

describe('QuestionForm', () => {
  it('shows the question as a heading "Question N: text" naming a group of radio buttons', () => {
    renderForm();

    expect(
      screen.getByRole('heading', {
        level: 2,
        name: `Question 2: ${QUESTION.question}`,
      }),
    ).toBeInTheDocument();
    const group = screen.getByRole('group', {
      name: `Question 2: ${QUESTION.question}`,
    });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(4);
    const names = new Set(radios.map((radio) => radio.getAttribute('name')));
    expect(names.size).toBe(1);
    expect(radios[0]).toHaveAttribute('name', expect.stringMatching(/\S/));
  });

  it('lists the options in the shuffled order, each named by its text', () => {
    renderForm();

    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(SHOWN);
    for (const option of QUESTION.options) expect(screen.getByRole('radio', { name: option })).not.toBeChecked();
  });

  it('keeps Next disabled until an option is chosen', async () => {
    const user = userEvent.setup();
    const { onAnswer } = renderForm();

    expect(nextButton()).toBeDisabled();
    await user.click(nextButton());
    expect(onAnswer).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Epona' }));
    expect(screen.getByRole('radio', { name: 'Epona' })).toBeChecked();
    expect(nextButton()).toBeEnabled();
  });

  it('checks only one option at a time, as a radio group does', async () => {
    const user = userEvent.setup();
    renderForm();

    await user.click(screen.getByRole('radio', { name: 'Roach' }));
    await user.click(screen.getByRole('radio', { name: 'Agro' }));

    expect(screen.getByRole('radio', { name: 'Agro' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Roach' })).not.toBeChecked();
  });

  it('sends the chosen option when Next is clicked', async () => {
    const user = userEvent.setup();
    const { onAnswer } = renderForm();

    await user.click(screen.getByRole('radio', { name: 'Roach' }));
    await user.click(nextButton());

    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenCalledWith('Roach');
  });

  it('picks the option shown at position N with key N (1 to 4) and focuses it', async () => {
    const user = userEvent.setup();
    renderForm();
    const radios = screen.getAllByRole('radio');

    await user.keyboard('1');
    expect(radios[0]).toBeChecked();
    expect(radios[0]).toHaveFocus();
    expect(radios[0]).toHaveAccessibleName(SHOWN[0]);

    await user.keyboard('4');
    expect(radios[3]).toBeChecked();
    expect(radios[3]).toHaveFocus();
    expect(radios[0]).not.toBeChecked();
    expect(nextButton()).toBeEnabled();
  });

  it('ignores number keys with no option and number keys with a modifier', async () => {
    const user = userEvent.setup();
    renderForm();

    await user.keyboard('5');
    await user.keyboard('0');
    await user.keyboard('{Control>}2{/Control}');

    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(nextButton()).toBeDisabled();
  });

  it('submits the chosen option with Enter', async () => {
    const user = userEvent.setup();
    const { onAnswer } = renderForm();

    await user.keyboard('3');
    await user.keyboard('{Enter}');

    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenCalledWith(SHOWN[2]);
  });

  it('does not submit with Enter before an option is chosen', async () => {
    const user = userEvent.setup();
    const { onAnswer } = renderForm();

    screen.getAllByRole('radio')[0]?.focus();
    await user.keyboard('{Enter}');

    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('keeps every option disabled and the form busy until the shuffled order is known', async () => {
    const user = userEvent.setup();
    const { onAnswer } = renderForm({ order: null });

    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByRole('heading', { name: `Question 2: ${QUESTION.question}` }).closest('form')).toHaveAttribute(
      'aria-busy',
      'true',
    );

    await user.keyboard('1');
    expect(screen.getAllByRole('radio')[0]).not.toBeChecked();
    expect(nextButton()).toBeDisabled();
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('locks the choice and Next while busy (the next question is loading)', async () => {
    const user = userEvent.setup();
    const { onAnswer, rerender } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Roach' }));

    rerender(
      <QuestionForm
        number={2}
        text={QUESTION.question}
        options={QUESTION.options}
        order={ORDER}
        busy
        onAnswer={onAnswer}
      />,
    );

    expect(nextButton()).toBeDisabled();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    await user.keyboard('2');
    expect(screen.getByRole('radio', { name: 'Roach' })).toBeChecked();
    expect(onAnswer).not.toHaveBeenCalled();
  });
});
