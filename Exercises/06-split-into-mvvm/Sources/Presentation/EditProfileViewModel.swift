// The view model: all of the Edit-profile form's presentation logic, exposed as bindable
// outputs and fed by input methods named after what the user did. It knows the model and
// the bindings, nothing of the view kit, and it never refers to its view: the view binds
// to it. It owns the save it starts.

import Bindings
import UserModel

/// The Edit-profile form's state, as outputs a view binds to, and its inputs, as methods.
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

    // MARK: - Outputs

    // Step 1: one bindable output per thing the form shows, each always holding a value
    // ready to draw.

    // MARK: - Inputs: what the user did

    /// The user typed `text` into `field`.
    public func fieldChanged(_ field: ProfileField, to text: String) {
        // Step 2: the field shows what was typed; its problem shows once it was edited, and
        // Save follows.
    }

    /// The user tapped Save. Ignored unless the form can be saved.
    public func saveTapped() {
        // Step 3: the saving state at once, and the save in a task this view model keeps.
    }

    /// The user tapped Retry after a failed save.
    public func retryTapped() {
        // Step 3: the same as Save.
    }

    /// The user tapped Cancel: the edits go, and so does a save in flight.
    public func cancelTapped() {
        // Step 3: back to the saved values, messages and error gone, the save cancelled.
    }
}
