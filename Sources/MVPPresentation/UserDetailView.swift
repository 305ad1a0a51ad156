// The detail screen's passive view: what its presenter may tell it. Text only — the
// presenter words the name, the lines and the favourite toggle's title.

// MARK: - The passive detail view

/// A screen that shows one user exactly as it is told, and decides nothing.
@MainActor
public protocol UserDetailView: AnyObject {
    /// Shows `title` in the navigation bar.
    func setTitle(_ title: String)

    /// Shows `lines` below the bar, top to bottom.
    func showLines(_ lines: [String])

    /// Shows `title` on the favourite toggle: `☆ Favourite` or `★ Favourite`.
    func setFavouriteTitle(_ title: String)
}
