import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { PhotoPicker } from './photo-picker';
import { ProfilePhoto } from './profile-photo';

const UPLOADED = '/media/photos/0123456789abcdef0123456789abcdef/card.webp';

describe('a profile photo (issue 22)', () => {
  it('shows an uploaded photo in the size its place needs, and a link as it is', () => {
    render(
      <>
        <ProfilePhoto src={UPLOADED} alt="On the profile" rendition="details" className="" />
        <ProfilePhoto
          src="https://example.com/me.jpg"
          alt="A link"
          rendition="details"
          className=""
        />
      </>,
    );
    expect(screen.getByRole('img', { name: 'On the profile' }).getAttribute('src')).toBe(
      '/media/photos/0123456789abcdef0123456789abcdef/details.webp',
    );
    expect(screen.getByRole('img', { name: 'A link' }).getAttribute('src')).toBe(
      'https://example.com/me.jpg',
    );
  });

  it('says why a withheld photo is not shown, and shows no photo', () => {
    render(
      <>
        <ProfilePhoto src={null} alt="Rumana" withheld="request" className="" />
        <ProfilePhoto src={null} alt="Nadia" withheld="members" className="" />
      </>,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Photo visible on request')).toBeTruthy();
    expect(screen.getByText('Sign in to see the photo')).toBeTruthy();
  });
});

describe('choosing a photo to upload', () => {
  const renderPicker = () => {
    const onUploaded = vi.fn();
    const { container } = render(
      <PhotoPicker
        use="biodata"
        label="Upload a photo"
        refusals={{ type: 'Choose a JPEG, PNG or WebP photo.', size: 'At most 10 MB.' }}
        onUploaded={onUploaded}
      />,
    );
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    return { input, onUploaded, user: userEvent.setup({ applyAccept: false }) };
  };

  it('refuses a file of another type, or over 10 MB, before reading it', async () => {
    const { input, onUploaded, user } = renderPicker();
    await user.upload(input, new File(['GIF89a'], 'party.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a JPEG, PNG or WebP photo.');
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(input, huge);
    expect(screen.getByRole('alert').textContent).toBe('At most 10 MB.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('opens the crop step for a photo of the right type and size', async () => {
    // jsdom reads no files into images: the step opens, waiting for the photo.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = () => 'blob:me';
    URL.revokeObjectURL = () => undefined;
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    });
    const { input, user } = renderPicker();
    await user.upload(input, new File(['not decoded here'], 'me.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('dialog', { name: 'Crop your photo' })).toBeTruthy();
    expect(screen.queryByRole('alert', { name: /Choose/ })).toBeNull();
  });
});
