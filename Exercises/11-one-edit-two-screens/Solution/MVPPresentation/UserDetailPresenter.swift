// The detail screen's presenter: it words one user for its passive view, and the one way
// that user changes — the Edit-profile form saves it. It shows each save at once and passes
// it on to whoever listed the user. It knows the model and ``UserDetailView``, never the
// view kit: the form is a view controller, so the view creates it and forwards its saves.

import UserModel

/// Decides what one user's detail screen shows, as the user was last saved.
@MainActor
public final class UserDetailPresenter {
    /// The user as last saved: what the screen shows and what an edit starts from.
    private var user: User
    /// Whoever listed the user, told of every save.
    private let onSaved: (User) -> Void
    /// The attached view, held weakly: the view controller owns the presenter.
    public private(set) weak var view: (any UserDetailView)?

    /// Creates the presenter of `user`'s detail; `onSaved` hears each save of it.
    public init(user: User, onSaved: @escaping (User) -> Void) {
        self.user = user
        self.onSaved = onSaved
    }

    /// Starts telling `view` what to show.
    public func attach(_ view: any UserDetailView) {
        self.view = view
    }

    // MARK: - What the user did

    /// The screen appeared: show the user.
    public func viewDidLoad() {
        view?.show(Self.detail(for: user))
    }

    /// The user tapped Edit: the form, filled in with the user as last saved.
    public func editTapped() {
        view?.showEditForm(for: user)
    }

    /// The form stored `saved`: show it, then pass it on.
    public func userSaved(_ saved: User) {
        user = saved
        view?.show(Self.detail(for: saved))
        onSaved(saved)
    }

    // MARK: - Wording

    private static func detail(for user: User) -> UserDetail {
        UserDetail(
            title: UserListPresenter.fullName(of: user),
            lines: ["Email: \(user.email)", "Age: \(UserListPresenter.age(user.age))"])
    }
}
