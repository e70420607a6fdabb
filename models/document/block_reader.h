// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QtGlobal>

#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

class MappedFile;

/// Streams a MappedFile's bytes in order, in blocks, through a small ring of read buffers filled
/// on its own thread, which also checks the UTF-8 as it goes (the way klogg indexes: reading a
/// block costs less than the first touch of a mapped page, which on virtual machines is a trap
/// per page). In-memory inputs are handed out in place. One consumer thread calls next();
/// owns its thread and buffers; the file must outlive it.
class BlockReader
{
public:
    /// One block: the bytes at [offset, offset + length) of the file's data().
    struct Block {
        const char *bytes = nullptr;
        qint64 offset = 0;
        qint64 length = 0;
        /// The file's bytes before `utf8CheckedUntil` are valid UTF-8 (all bytes up to this
        /// block's end but an unfinished sequence carried over to the next one); 0 once an invalid
        /// byte was found.
        qint64 utf8CheckedUntil = 0;
    };

    /// `inPlace`: the blocks are the mapping's own bytes, not read copies (its thread then faults
    /// the pages in as it checks the UTF-8, for readers that use the mapping afterwards:
    /// DocumentTuning::readFromMapping).
    explicit BlockReader(
        const MappedFile &file, qint64 blockBytes = 1 << 20, int buffers = 4, bool inPlace = false);
    ~BlockReader();
    BlockReader(const BlockReader &) = delete;
    BlockReader &operator=(const BlockReader &) = delete;

    /// The next block, in file order (the previous one is given back); false at the end.
    bool next(Block *block);
    /// Stops early; next() then returns false.
    void cancel();
    /// After the last block: the offset of the first invalid UTF-8 byte, or -1 (all valid, or
    /// not read to the end).
    qint64 firstInvalidUtf8() const { return m_badUtf8; }

private:
    struct Slot {
        std::unique_ptr<char[]> storage; ///< the read buffer (blockBytes)
        Block block;
        bool full = false;
        bool last = false;
    };
    void produce();
    /// Validates `length` bytes at `bytes` (file offset `offset`), carrying an unfinished
    /// sequence at the end over to the next call. False once an invalid byte was found.
    void checkUtf8(const char *bytes, qint64 offset, qint64 length, bool atEnd);

    const MappedFile &m_file;
    const qint64 m_blockBytes;
    const bool m_inPlace;
    std::vector<Slot> m_slots;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::atomic<bool> m_cancel {false};
    int m_consumerSlot = -1; ///< the slot the consumer holds, -1 none
    int m_nextSlot = 0; ///< the slot the consumer takes next
    bool m_done = false;
    qint64 m_badUtf8 = -1;
    char m_carry[4] = {}; ///< bytes of a sequence split between two blocks
    int m_carried = 0;
    qint64 m_carryOffset = 0;
    std::thread m_thread;
};
