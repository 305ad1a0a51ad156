// The presenter: all of the form's presentation logic — which problems show, when Save is
// enabled, the save and what it looks like — and none of its drawing. It knows the model
// and the `EditProfileView` protocol only; its module can't see the view kit.

import UserModel

/// Decides everything the Edit-profile form shows, and tells its passive view.
@MainActor
public final class EditProfilePresenter {
    /// The attached view, held weakly: the view controller owns the presenter, not the
    /// other way round.
    public private(set) weak var view: (any EditProfileView)?
    /// The save in flight, or the last one; tests await it.
    public private(set) var saveTask: Task<Void, Never>?

    private let updater: any UserUpdating
    /// The user as last saved: what Cancel goes back to, and what "changed" is measured from.
    private var savedUser: User
    /// Every field's text as typed.
    private var draft: ProfileDraft
    /// A field's problem shows only once the user has edited it.
    private var editedFields: Set<ProfileField> = []
    private var isSaving = false
    private var errorMessage: String?

    /// Creates a presenter for the form editing `user`, saving through `updater`.
    public init(user: User, updater: any UserUpdating) {
        self.updater = updater
        self.savedUser = user
        self.draft = ProfileDraft(user)
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
        view?.showValues(draft)
        updateView()
    }

    /// The user changed the text of `field` to `text`.
    public func fieldChanged(_ field: ProfileField, to text: String) {
        draft[field] = text
        editedFields.insert(field)
        updateView()
    }

    public func saveTapped() {
        save()
    }

    public func retryTapped() {
        save()
    }

    public func cancelTapped() {
        saveTask?.cancel()
        saveTask = nil
        isSaving = false
        errorMessage = nil
        draft = ProfileDraft(savedUser)
        editedFields = []
        view?.showValues(draft)
        updateView()
    }

    // MARK: - Editing

    private var hasChanges: Bool {
        draft != ProfileDraft(savedUser)
    }

    private var canSave: Bool {
        !isSaving && hasChanges && draft.isValid
    }

    // MARK: - Saving

    /// Ignored unless the form can be saved: a disabled button isn't the only caller.
    private func save() {
        guard canSave, let edited = draft.applied(to: savedUser) else { return }
        isSaving = true
        errorMessage = nil
        updateView()
        saveTask = Task { [weak self, updater] in
            do {
                let saved = try await updater.update(edited)
                self?.saveFinished(with: .success(saved))
            } catch {
                self?.saveFinished(with: .failure(error))
            }
        }
    }

    private func saveFinished(with result: Result<User, any Error>) {
        isSaving = false
        switch result {
        case .success(let saved):
            // What the service stored is the new starting point, trimmed values and all.
            savedUser = saved
            draft = ProfileDraft(saved)
            editedFields = []
            view?.showValues(draft)
        case .failure(let error) where error is CancellationError:
            // Cancelled, not failed: nothing the user should read about.
            break
        case .failure(let error):
            errorMessage = error.userFacingMessage
        }
        updateView()
    }

    // MARK: - Telling the view

    private func updateView() {
        for field in ProfileField.allCases {
            let problem = editedFields.contains(field) ? draft.problem(in: field) : nil
            view?.showProblem(problem, for: field)
        }
        view?.setSaveEnabled(canSave)
        view?.setSaving(isSaving)
        view?.showSaveFailure(errorMessage.map { "Couldn't save: \($0)" })
        view?.setRetryAvailable(errorMessage != nil && canSave)
    }
}
