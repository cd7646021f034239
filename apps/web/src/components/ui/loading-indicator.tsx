/** A centred spinner, announced as a status with the given label. `className` sets the spacing. */
export function LoadingIndicator({
  label,
  className = 'py-16',
}: {
  label: string;
  className?: string;
}) {
  return (
    <div className={`flex justify-center ${className}`}>
      <span
        role="status"
        aria-label={label}
        className="loading loading-lg loading-spinner text-primary"
      />
    </div>
  );
}
