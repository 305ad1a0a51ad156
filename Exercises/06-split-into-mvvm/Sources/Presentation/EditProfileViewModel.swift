// The view model: where the Edit-profile form's presentation logic goes, exposed as outputs
// a view binds to and fed by input methods named after what the user did. It knows the model
// and the bindings, nothing of the view kit, and it never refers to its view: the view binds
// to it. It owns the save it starts.

import Bindings
import UserModel

/// The Edit-profile form's state and inputs. For now it has no outputs and decides nothing.
@MainActor
public final class EditProfileViewModel {
    /// The save in flight, or the last one; tests await it.
    public private(set) var saveTask: Task<Void, Never>?

    private let updater: any UserUpdating
    /// The user as last saved.
    private var savedUser: User

    /// Creates the form for `user`, saving through `updater`.
    public init(user: User, updater: any UserUpdating) {
        self.updater = updater
        self.savedUser = user
    }

    deinit {
        saveTask?.cancel()
    }

    // MARK: - Inputs: what the user did

    /// The user typed `text` into `field`.
    public func fieldChanged(_ field: ProfileField, to text: String) {}

    /// The user tapped Save.
    public func saveTapped() {}

    /// The user tapped Retry after a failed save.
    public func retryTapped() {}

    /// The user tapped Cancel.
    public func cancelTapped() {}
}
