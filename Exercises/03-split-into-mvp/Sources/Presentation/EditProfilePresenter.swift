// The presenter: where the form's presentation logic goes, and none of its drawing. It knows
// the model and the `EditProfileView` protocol only; its module can't see the view kit.

import UserModel

/// Decides everything the Edit-profile form shows. For now it decides nothing.
@MainActor
public final class EditProfilePresenter {
    /// The attached view, held weakly: the view controller owns the presenter, not the
    /// other way round.
    public private(set) weak var view: (any EditProfileView)?
    /// The save in flight, or the last one; tests await it.
    public private(set) var saveTask: Task<Void, Never>?

    private let updater: any UserUpdating
    /// The user as last saved.
    private var savedUser: User

    /// Creates a presenter for the form editing `user`, saving through `updater`.
    public init(user: User, updater: any UserUpdating) {
        self.updater = updater
        self.savedUser = user
    }

    deinit {
        saveTask?.cancel()
    }

    /// Starts telling `view` what to show.
    public func attach(_ view: any EditProfileView) {
        self.view = view
    }

    // MARK: - What the user did

    /// The form appeared for the first time.
    public func viewDidLoad() {
    }

    /// The user changed the text of `field` to `text`.
    public func fieldChanged(_ field: ProfileField, to text: String) {
    }

    public func saveTapped() {
    }

    public func retryTapped() {
    }

    public func cancelTapped() {
    }
}
