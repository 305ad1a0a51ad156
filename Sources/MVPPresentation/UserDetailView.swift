// The detail screen's passive view: what its presenter may tell it. Text only — the
// presenter words the name, the lines and the favourite toggle's title.

@MainActor
public protocol UserDetailView: AnyObject {
    func setTitle(_ title: String)

    func showLines(_ lines: [String])

    func setFavouriteTitle(_ title: String)
}
