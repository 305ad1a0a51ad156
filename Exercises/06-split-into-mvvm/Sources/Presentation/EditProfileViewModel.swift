// The view model: the Edit-profile form's state, rules and inputs, named after what the user
// did. It knows the model and the bindings, nothing of the view kit, and it never refers to
// its view: the view binds to it. It owns the save it starts.

import Bindings
import UserModel

/// The Edit-profile form's state and its inputs, as methods. It has no outputs yet.
@MainActor
public final class EditProfileViewModel {
    /// The save in flight, or the last one; tests await it.
    public private(set) var saveTask: Task<Void, Never>?

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

    // MARK: - Inputs: what the user did

    /// The user typed `text` into `field`.
    public func fieldChanged(_ field: ProfileField, to text: String) {
        draft[field] = text
        editedFields.insert(field)
        publish()
    }

    /// The user tapped Save. Ignored unless the form can be saved.
    public func saveTapped() {
        guard canSave, let edited = draft.applied(to: savedUser) else { return }
        isSaving = true
        errorMessage = nil
        publish()
        saveTask = Task { [weak self, updater] in
            do {
                let saved = try await updater.update(edited)
                self?.saveFinished(with: .success(saved))
            } catch {
                self?.saveFinished(with: .failure(error))
            }
        }
    }

    /// The user tapped Retry after a failed save.
    public func retryTapped() {
        saveTapped()
    }

    /// The user tapped Cancel: the edits go, and so does a save in flight.
    public func cancelTapped() {
        saveTask?.cancel()
        isSaving = false
        discardEdits()
        publish()
    }

    // MARK: - Saving

    private var canSave: Bool {
        !isSaving && draft != ProfileDraft(savedUser) && draft.isValid
    }

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
        publish()
    }

    /// Back to the saved values: every field as saved, no problem shown, no error.
    private func discardEdits() {
        draft = ProfileDraft(savedUser)
        editedFields = []
        errorMessage = nil
    }

    // MARK: - Publishing

    /// Runs after every change to the state.
    private func publish() {}
}
