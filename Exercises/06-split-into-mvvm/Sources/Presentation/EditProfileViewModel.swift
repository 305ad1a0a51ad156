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

    // The state, already moved over from the controller: nothing outside can see it yet.

    private let updater: any UserUpdating
    /// The user as last saved: what Cancel goes back to, and what "changed" is measured from.
    private var savedUser: User
    private var draft: ProfileDraft
    /// A field's problem shows only once the user has edited it.
    private var editedFields: Set<ProfileField> = []
    private var isSaving = false
    private var errorMessage: String?

    /// Creates the form for `user`, saving through `updater`.
    public init(user: User, updater: any UserUpdating) {
        self.updater = updater
        self.savedUser = user
        self.draft = ProfileDraft(user)
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
        saveTapped()
    }

    /// The user tapped Cancel: the edits go, and so does a save in flight.
    public func cancelTapped() {
        // Step 3: back to the saved values, messages and error gone, the save cancelled.
    }

    // MARK: - Saving

    private var canSave: Bool {
        !isSaving && draft != ProfileDraft(savedUser) && draft.isValid
    }

    /// What a finished save does to the state; nothing tells the screen yet.
    private func saveFinished(with result: Result<User, any Error>) {
        isSaving = false
        switch result {
        case .success(let saved):
            // What the service stored is the new starting point, trimmed values and all.
            savedUser = saved
            discardEdits()
        case .failure(let error) where error is CancellationError:
            // Cancelled, not failed: nothing the user should read about.
            break
        case .failure(let error):
            errorMessage = error.userFacingMessage
        }
    }

    /// Back to the saved values: every field as saved, no problem shown, no error.
    private func discardEdits() {
        draft = ProfileDraft(savedUser)
        editedFields = []
        errorMessage = nil
    }
}
