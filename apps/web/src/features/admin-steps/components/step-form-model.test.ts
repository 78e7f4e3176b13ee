import type { SessionStep } from '@clearwell/shared';
import { describe, expect, it } from 'vitest';
import {
  emptyStepValues,
  intOrZero,
  radioProblem,
  sliderProblem,
  toStepFormData,
  valuesFromStep,
} from './step-form-model';

const step: SessionStep = {
  id: 's1',
  title: 'Rate it',
  description: 'd',
  text_content: 't',
  type: ['text', 'slider'],
  options: { radio_title: '', radio_options: [], slider_title: 'How strong?', slider_config: { min: 1, max: 5 } },
  media: {
    image: [{ file: '/files/steps/a.png', name: 'a.png' }],
    video: { file: '/files/steps/v.mp4', name: 'v.mp4' },
    audio: null,
  },
  order: 1,
};

describe('step form model', () => {
  it('parses slider bounds as integers with 0 as the fallback', () => {
    expect(intOrZero('7')).toBe(7);
    expect(intOrZero('7.9')).toBe(7);
    expect(intOrZero('')).toBe(0);
    expect(intOrZero('abc')).toBe(0);
  });

  it('defaults a new step to a text type and a 0-10 slider', () => {
    expect(emptyStepValues()).toMatchObject({ types: ['text'], sliderMin: '0', sliderMax: '10' });
  });

  it('sends the radio title and options only with a radio type, blank rows left out; slider settings only with a slider', () => {
    const noRadio = toStepFormData(
      { ...emptyStepValues(), title: 'x', text_content: 'y', options: [{ value: 'Yes' }] },
      'create',
    );
    expect(noRadio.getAll('radio_options')).toEqual([]);
    expect(noRadio.get('slider_config')).toBeNull();
    const radioBlankRow = toStepFormData(
      { ...emptyStepValues(), types: ['radio'], radioTitle: ' Pick ', options: [{ value: 'Yes' }, { value: '  ' }] },
      'create',
    );
    expect(radioBlankRow.getAll('radio_options')).toEqual(['Yes']);
    expect(radioBlankRow.get('radio_title')).toBe('Pick');
    const both = toStepFormData(
      {
        ...emptyStepValues(),
        types: ['radio', 'slider'],
        radioTitle: 'Pick',
        options: [{ value: 'Yes' }, { value: 'No' }],
        sliderMin: 'x',
        sliderMax: '8',
      },
      'create',
    );
    expect(both.getAll('type')).toEqual(['radio', 'slider']);
    expect(both.getAll('radio_options')).toEqual(['Yes', 'No']);
    expect(both.get('radio_title')).toBe('Pick');
    expect(JSON.parse(both.get('slider_config') as string)).toEqual({ min: 0, max: 8 });
  });

  it('finds a radio question with nothing to choose, and slider bounds the server would refuse', () => {
    const base = emptyStepValues();
    expect(radioProblem({ ...base, types: ['text'] })).toBeNull();
    expect(radioProblem({ ...base, types: ['radio'], options: [] })).toMatchObject({
      message: 'Add at least one option for the radio question',
      detail: { field: 'radio_options', code: 'required' },
    });
    expect(radioProblem({ ...base, types: ['radio'], options: [{ value: ' ' }, { value: '' }] })).toMatchObject({
      message: 'Add at least one option for the radio question',
      detail: { field: 'radio_options', code: 'required' },
    });
    expect(radioProblem({ ...base, types: ['radio'], options: [{ value: '' }, { value: 'Yes' }] })).toBeNull();
    expect(sliderProblem({ ...base, types: ['text'], sliderMin: 'x' })).toBeNull();
    expect(sliderProblem({ ...base, types: ['slider'], sliderMin: '', sliderMax: '10' })).toBeNull();
    expect(sliderProblem({ ...base, types: ['slider'], sliderMin: '-3', sliderMax: ' 4 ' })).toBeNull();
    expect(sliderProblem({ ...base, types: ['slider'], sliderMin: '1.5' })).toMatchObject({
      message: 'Slider minimum and maximum must be whole numbers',
      detail: { field: 'slider_config', code: 'invalid_type' },
    });
    expect(sliderProblem({ ...base, types: ['slider'], sliderMax: 'ten' })).toMatchObject({
      message: 'Slider minimum and maximum must be whole numbers',
      detail: { field: 'slider_config', code: 'invalid_type' },
    });
    expect(sliderProblem({ ...base, types: ['slider'], sliderMin: '5', sliderMax: '5' })).toMatchObject({
      message: 'Slider minimum must be less than the maximum',
      detail: { field: 'slider_config', code: 'invalid_range' },
    });
  });

  it('names the kept media by URL on update, never on create', () => {
    const values = valuesFromStep(step);
    expect(values).toMatchObject({ sliderTitle: 'How strong?', sliderMin: '1', sliderMax: '5' });
    const update = toStepFormData(values, 'update');
    expect(update.getAll('existing_images')).toEqual(['/files/steps/a.png']);
    expect(update.get('existing_video')).toBe('/files/steps/v.mp4');
    expect(update.get('existing_audio')).toBeNull();
    expect(toStepFormData(values, 'create').get('existing_images')).toBeNull();
  });
});
