import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { PhotoError, photoToDataUrl } from '@/lib/partners/photo';
import { PartnerAvatar } from './PartnerAvatar';

interface PhotoFieldProps {
  name: string;
  value: string | null;
  onChange: (photo: string | null) => void;
  error?: string | undefined;
}

/** A profile photo, shrunk in the browser and saved inside the profile (no upload service). */
export function PhotoField({ name, value, onChange, error }: PhotoFieldProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    try {
      onChange(await photoToDataUrl(file));
    } catch (reason) {
      setProblem(reason instanceof PhotoError ? reason.message : 'That picture could not be used. Please try another.');
    }
  };
  const message = problem ?? error;
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="font-semibold">
        Photo (optional)
      </label>
      <div className="flex flex-wrap items-center gap-4">
        <PartnerAvatar name={name || 'You'} photo={value} />
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
          className="file:bg-secondary file:text-secondary-foreground min-h-11 file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:px-4 file:font-semibold"
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        {value && (
          <Button variant="ghost" onClick={() => onChange(null)}>
            Remove photo
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-muted-foreground text-sm">
        A friendly head-and-shoulders photo helps people feel at ease. It is cropped to a square and stored with your profile, not on
        another website.
      </p>
      {message && (
        <p id={`${id}-error`} className="text-crisis text-sm font-semibold">
          {message}
        </p>
      )}
    </div>
  );
}
