/** The small footer of every admin page. */
export function AdminFooter() {
  return (
    <footer className="admin-footer">
      <p className="admin-footer__line">© {new Date().getFullYear()} Talent Consultancy · Back office</p>
    </footer>
  );
}
