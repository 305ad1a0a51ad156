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
        textsSource = MutableProperty(draft)
    }

    deinit {
        saveTask?.cancel()
    }

    // MARK: - Outputs

    private let textsSource: MutableProperty<ProfileDraft>
    private let problemsSource = MutableProperty<[ProfileField: String]>([:])
    private let editableSource = MutableProperty(true)
    private let saveEnabledSource = MutableProperty(false)
    private let savingSpinnerSource = MutableProperty(false)
    private let failureSource = MutableProperty("")
    private let retryOfferedSource = MutableProperty(false)
    private let statusSource = MutableProperty("")

    /// What each field shows: what was typed (or kept, when refused), or the saved value after
    /// Cancel or a save.
    public var texts: Property<ProfileDraft> { textsSource.readOnly }
    /// The line under each field with a problem, `  ! Enter a first name.`; edited fields only.
    public var problems: Property<[ProfileField: String]> { problemsSource.readOnly }
    /// Whether the fields take typing: not while a save runs.
    public var areFieldsEditable: Property<Bool> { editableSource.readOnly }
    /// Whether Save can be tapped: every field valid, something changed, no save running.
    public var isSaveEnabled: Property<Bool> { saveEnabledSource.readOnly }
    /// Whether the `Saving…` spinner shows.
    public var isSavingSpinnerVisible: Property<Bool> { savingSpinnerSource.readOnly }
    /// `Couldn't save: <reason>`, or empty.
    public var failureText: Property<String> { failureSource.readOnly }
    /// Whether Retry shows: after a failed save that can be tried again.
    public var isRetryOffered: Property<Bool> { retryOfferedSource.readOnly }
    /// The edit in one line, for a view beside the form: `Saving…`, `Couldn't save`,
    /// `Unsaved changes`, or empty when the form is as saved.
    public var status: Property<String> { statusSource.readOnly }

    // MARK: - Inputs: what the user did

    /// The user typed `text` into `field`. Age takes digits only; anything else is refused.
    public func fieldChanged(_ field: ProfileField, to text: String) {
        guard field != .age || text.allSatisfy({ "0123456789".contains($0) }) else {
            // The field shows the refused text while the draft hasn't changed, so `update`
            // would tell nobody: only a repeat puts the field back. Equal texts change nothing.
            textsSource.value = draft
            return
        }
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

    /// Every output from the state, in one place; `update` tells only what changed.
    private func publish() {
        textsSource.update(draft)
        let problems = editedFields.compactMap { field in
            draft.problem(in: field).map { (field, "  ! \($0)") }
        }
        problemsSource.update(Dictionary(uniqueKeysWithValues: problems))
        editableSource.update(!isSaving)
        saveEnabledSource.update(canSave)
        savingSpinnerSource.update(isSaving)
        failureSource.update(errorMessage.map { "Couldn't save: \($0)" } ?? "")
        retryOfferedSource.update(errorMessage != nil && canSave)
        statusSource.update(statusLine)
    }

    /// The most pressing of a save running, a failed one and unsaved changes.
    private var statusLine: String {
        if isSaving { return "Saving…" }
        if errorMessage != nil { return "Couldn't save" }
        return draft != ProfileDraft(savedUser) ? "Unsaved changes" : ""
    }
}
