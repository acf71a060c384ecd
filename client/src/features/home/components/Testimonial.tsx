import { SitePicture } from '../../../components/ui/SitePicture';
import type { TestimonialContent } from '../home-content';

/** One testimonial: the quote, and who said it (photo, name, role and company). */
export function Testimonial({ testimonial }: { testimonial: TestimonialContent }) {
  const where = [testimonial.role, testimonial.company].filter(Boolean).join(', ');
  return (
    <figure className="testimonial">
      <blockquote className="testimonial__quote">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="testimonial__by">
        {testimonial.photo && <SitePicture className="testimonial__photo" image={testimonial.photo} sizes="3.5rem" />}
        <span>
          <span className="testimonial__name">{testimonial.name}</span>
          {where && <span className="testimonial__role">{where}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
