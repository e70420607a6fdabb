// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QObject>

/// Keeps reads of memory-mapped files alive when a file shrinks under its mapping (another
/// program truncates or rewrites it while it is indexed, read, searched or followed): touching
/// a page past the new end raises SIGBUS, which would kill the process. A guarded region's
/// faulting page and every page after it are replaced by zero pages, the read goes on (it sees
/// zeros, never garbage from elsewhere), the region is marked tripped, and tripped() is emitted
/// on the thread of instance() (the first caller's, the GUI thread in the window). A process-wide
/// singleton; regions are added by MappedFile and removed before it unmaps.
class MappingGuard : public QObject
{
    Q_OBJECT
public:
    /// The notifier, created on the calling thread the first time (needs its event loop for
    /// tripped()). The signal handler itself is installed by add().
    static MappingGuard &instance();

    /// Guards [begin, begin + length): returns its slot, or -1 when every slot is taken (the
    /// caller should then not map the file). Installs the SIGBUS handler once.
    static int add(const void *begin, qint64 length);
    /// Stops guarding `slot` (before the mapping goes away).
    static void remove(int slot);
    /// Whether a read of `slot` touched a page past the end of its file.
    static bool isTripped(int slot);
    /// Marks `slot` tripped and notifies, as a fault would (a short pread() of a shrunk file).
    static void trip(int slot);

Q_SIGNALS:
    /// Some guarded region was tripped: owners check theirs with isTripped().
    void tripped();

private:
    MappingGuard();
    void drain();
};
